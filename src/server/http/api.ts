// The HTTP API: health, rulesets, creating and joining tables, export and import, and the page an
// invite link opens. Real time is over the WebSocket at /ws.

import type { Registry } from "../../engine/registry.js";
import type { Store } from "../../store/index.js";
import { ServerError } from "../errors.js";
import type { Hub } from "../hub.js";
import type { Limits } from "../limits.js";
import type { Logger } from "../logger.js";
import { createTable, exportForMember, importTable, joinTable } from "../tables.js";
import { readJson } from "./body.js";
import { joinPage } from "./join-page.js";
import { type HttpRequest, Router } from "./router.js";
import { rulesetInfo } from "./ruleset-info.js";

export interface ApiContext {
  store: Store;
  registry: Registry;
  hub: Hub;
  limits: Limits;
  logger: Logger;
  /** The address clients reach this server at, for invite links; by default from the Host header. */
  publicUrl: string | null;
  startedAt: number;
}

function baseUrl(ctx: ApiContext, r: HttpRequest): string {
  if (ctx.publicUrl) return ctx.publicUrl.replace(/\/$/, "");
  return `http://${r.req.headers.host ?? "localhost"}`;
}

function bearer(r: HttpRequest): string | null {
  const h = r.req.headers.authorization;
  const m = typeof h === "string" ? /^Bearer\s+(\S+)$/i.exec(h) : null;
  return m ? m[1]! : null;
}

export function apiRouter(ctx: ApiContext): Router {
  const small = 64 * 1024;
  return new Router()
    .add("GET", "/health", () => ({
      status: 200,
      body: {
        status: ctx.hub.closing ? "shutting_down" : "ok",
        store: ctx.store.kind,
        instance: ctx.store.instanceId,
        tablesLoaded: ctx.hub.size,
        uptimeSeconds: Math.round((Date.now() - ctx.startedAt) / 1000),
        intents: ctx.hub.latency.summary(),
      },
    }))

    .add("GET", "/api/rulesets", () => ({
      status: 200,
      body: ctx.registry
        .list()
        .map((r) => ({ id: r.id, name: r.name, version: r.version, actions: Object.keys(r.actions) })),
    }))
    .add("GET", "/api/rulesets/:id", (r) => {
      // Everything a form needs: options with descriptions and JSON Schemas, methods, action parameters.
      return {
        status: 200,
        body: rulesetInfo(ctx.registry.get(r.params.id!)),
        headers: { "cache-control": "no-cache" },
      };
    })
    .add("POST", "/api/tables", async (r) => {
      const created = await createTable(ctx.store, ctx.registry, await readJson(r.req, small));
      const base = baseUrl(ctx, r);
      ctx.logger.info("table created", {
        table: created.table.id,
        ruleset: created.table.ruleset,
        gm: created.gm.id,
      });
      return {
        status: 201,
        body: {
          table: created.table,
          gm: created.gm,
          // The code rides in the fragment, which browsers do not send to servers or proxies' logs.
          invite: { code: created.invite, url: `${base}/join/${created.table.id}#${created.invite}` },
          websocket: `${base.replace(/^http/, "ws")}/ws`,
        },
      };
    })
    .add("POST", "/api/tables/:id/join", async (r) => {
      const { member, token } = await joinTable(
        ctx.store,
        ctx.hub,
        r.params.id!,
        await readJson(r.req, small),
      );
      ctx.logger.info("member joined", { table: r.params.id, member: member.id });
      return { status: 201, body: { table: { id: r.params.id }, member: { ...member, token } } };
    })
    .add("GET", "/api/tables/:id", async (r) => {
      // A member's view of the table's settings: its ruleset and options (the WebSocket's welcome
      // names the ruleset; a client needs the options to derive sheets as the server does).
      const token = bearer(r);
      const member = token ? await ctx.store.authenticate(r.params.id!, token) : null;
      const table = member ? await ctx.store.getTable(r.params.id!) : null;
      if (!member || !table) throw new ServerError("unauthorized", "unknown table or bad token");
      return {
        status: 200,
        body: {
          table: {
            id: table.id,
            name: table.name,
            ruleset: table.ruleset,
            options: table.options,
            createdAt: table.createdAt,
          },
          member: { id: member.id, name: member.name, role: member.role },
        },
      };
    })
    .add("GET", "/api/tables/:id/export", async (r) => ({
      status: 200,
      body: await exportForMember(ctx.store, r.params.id!, bearer(r)),
      headers: { "content-disposition": `attachment; filename="${r.params.id}.json"` },
    }))
    .add("POST", "/api/tables/import", async (r) => {
      const imported = await importTable(
        ctx.store,
        ctx.registry,
        await readJson(r.req, ctx.limits.maxBodyBytes),
      );
      ctx.logger.info("table imported", { table: imported.id, head: imported.head });
      return { status: 201, body: { table: imported } };
    })
    .add("GET", "/join/:id", (r) => ({ status: 200, html: joinPage(r.params.id!) }));
}
