// The HTTP API: health, rulesets, creating and joining tables, export and import, and the page an
// invite link opens. Real time is over the WebSocket at /ws. Each route declares what it takes
// (JSON Schemas of its params, headers and body, checked by fastify before the handler runs) and
// whether it counts against the per-address limits (`config.limit`, applied in server.ts before the
// body is read). Handlers return data; whatever they throw becomes `{error:{code, path, message}}`.

import type { FastifyInstance, FastifyRequest } from "fastify";
import { validate } from "../../engine/errors.js";
import type { Registry } from "../../engine/registry.js";
import type { Store } from "../../store/index.js";
import { assetForMember, uploadAsset } from "../assets.js";
import { ServerError } from "../errors.js";
import type { Hub } from "../hub.js";
import type { Limits } from "../limits.js";
import type { Logger } from "../logger.js";
import {
  createTable,
  exportForMember,
  importChecked,
  joinTable,
  joinTableBody,
  tableRuleset,
} from "../tables.js";
import type { ImportPool } from "./import-pool.js";
import { readBody } from "./raw-body.js";
import { rulesetInfo } from "./ruleset-info.js";

export interface ApiContext {
  store: Store;
  registry: Registry;
  hub: Hub;
  limits: Limits;
  logger: Logger;
  imports: ImportPool;
  /** The address clients reach this server at, for invite links; by default from the Host header. */
  publicUrl: string | null;
  startedAt: number;
}

/** Which per-address bucket a route draws from (server.ts); none for what needs no limit. */
export type RouteLimit = "address" | "import";

declare module "fastify" {
  interface FastifyContextConfig {
    limit?: RouteLimit;
  }
}

const id = { type: "string", minLength: 1, maxLength: 100 } as const;
const idParams = { type: "object", properties: { id }, required: ["id"] } as const;
/** A member's token, when the route takes one; longer is no token of ours. */
const authHeaders = {
  type: "object",
  properties: { authorization: { type: "string", maxLength: 1000 } },
} as const;
/** JSON bodies are objects; their fields are checked by the handler's own schema (tables.ts). */
const objectBody = { type: "object" } as const;

function baseUrl(ctx: ApiContext, req: FastifyRequest): string {
  if (ctx.publicUrl) return ctx.publicUrl.replace(/\/$/, "");
  return `http://${req.headers.host ?? "localhost"}`;
}

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  const m = typeof h === "string" ? /^Bearer\s+(\S+)$/i.exec(h) : null;
  return m ? m[1]! : null;
}

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

export async function registerApi(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  app.get("/health", async () => ({
    status: ctx.hub.closing ? "shutting_down" : "ok",
    store: ctx.store.kind,
    instance: ctx.store.instanceId,
    tablesLoaded: ctx.hub.size,
    uptimeSeconds: Math.round((Date.now() - ctx.startedAt) / 1000),
    intents: ctx.hub.latency.summary(),
  }));

  app.get("/api/rulesets", async () =>
    ctx.registry
      .list()
      .map((r) => ({ id: r.id, name: r.name, version: r.version, actions: Object.keys(r.actions) })),
  );

  // Everything a form needs: options with descriptions and JSON Schemas, methods, action parameters.
  app.get("/api/rulesets/:id", { schema: { params: idParams } }, async (req: IdRequest, reply) => {
    reply.header("cache-control", "no-cache");
    return rulesetInfo(ctx.registry.get(req.params.id));
  });

  app.post(
    "/api/tables",
    { schema: { body: objectBody }, config: { limit: "address" }, bodyLimit: ctx.limits.maxBodyBytes },
    async (req, reply) => {
      const created = await createTable(ctx.store, ctx.registry, req.body ?? {});
      const base = baseUrl(ctx, req);
      ctx.logger.info("table created", {
        table: created.table.id,
        ruleset: created.table.ruleset,
        gm: created.gm.id,
      });
      reply.code(201);
      return {
        table: created.table,
        gm: created.gm,
        // The code rides in the fragment, which browsers do not send to servers or proxies' logs.
        invite: { code: created.invite, url: `${base}/join/${created.table.id}#${created.invite}` },
        websocket: `${base.replace(/^http/, "ws")}/ws`,
      };
    },
  );

  app.post(
    "/api/tables/:id/join",
    {
      schema: { params: idParams, body: objectBody },
      config: { limit: "address" },
      bodyLimit: ctx.limits.maxBodyBytes,
    },
    async (req: IdRequest, reply) => {
      const tableId = req.params.id;
      const { member, token } = await joinTable(ctx.store, ctx.hub, tableId, req.body ?? {});
      ctx.logger.info("member joined", { table: tableId, member: member.id });
      reply.code(201);
      return { table: { id: tableId }, member: { ...member, token } };
    },
  );

  /**
   * What a table plays, in words: the shipped ruleset's name and, for a designer's game, the
   * overlay's id and name (so every member's header, not only the creator's, can say "Grit, based on
   * Dice Engine"). An overlay that no longer builds is left unnamed rather than failing the request.
   */
  const plays = (table: { ruleset: string; overlay?: unknown }) => {
    const base = ctx.registry.get(table.ruleset);
    let overlay: { id: string; name: string } | undefined;
    if (table.overlay !== undefined && table.overlay !== null) {
      try {
        const r = tableRuleset(ctx.registry, table);
        overlay = { id: r.id, name: r.name };
      } catch {
        overlay = undefined;
      }
    }
    return { rulesetName: base.name, ...(overlay ? { overlay } : {}) };
  };

  // Whom an invite link leads to, before joining: the table's name and what it plays. The invite
  // code is the credential (in the body, so it stays out of URLs and access logs).
  app.post(
    "/api/tables/:id/invite",
    {
      schema: { params: idParams, body: objectBody },
      config: { limit: "address" },
      bodyLimit: ctx.limits.maxBodyBytes,
    },
    async (req: IdRequest) => {
      const { invite } = validate(joinTableBody.pick({ invite: true }), req.body ?? {}, "invite");
      const ok = await ctx.store.inviteMatches(req.params.id, invite);
      const table = ok ? await ctx.store.getTable(req.params.id) : null;
      if (!table) throw new ServerError("forbidden", "unknown table or wrong invite code", ["invite"]);
      return { table: { id: table.id, name: table.name, ruleset: table.ruleset, ...plays(table) } };
    },
  );

  // A member's view of the table's settings: its ruleset and options (the WebSocket's welcome
  // names the ruleset; a client needs the options to derive sheets as the server does).
  app.get(
    "/api/tables/:id",
    { schema: { params: idParams, headers: authHeaders } },
    async (req: IdRequest) => {
      const token = bearer(req);
      const member = token ? await ctx.store.authenticate(req.params.id, token) : null;
      const table = member ? await ctx.store.getTable(req.params.id) : null;
      if (!member || !table) throw new ServerError("unauthorized", "unknown table or bad token");
      return {
        table: {
          id: table.id,
          name: table.name,
          ruleset: table.ruleset,
          ...plays(table),
          options: table.options,
          createdAt: table.createdAt,
        },
        member: { id: member.id, name: member.name, role: member.role },
      };
    },
  );

  app.get(
    "/api/tables/:id/export",
    { schema: { params: idParams, headers: authHeaders } },
    async (req: IdRequest, reply) => {
      const x = await exportForMember(ctx.store, req.params.id, bearer(req));
      // The id is at most 100 characters of anything: only a plain one goes into the file name.
      const name = /^[\w.-]+$/.test(req.params.id) ? req.params.id : "table";
      reply.header("content-disposition", `attachment; filename="${name}.json"`);
      return x;
    },
  );

  // A background image (assets.ts): the GM uploads the file as the body, any Content-Type (the
  // type is read from the bytes); in its own scope so no other route takes raw bodies.
  await app.register(async (scope) => {
    takeRawBodies(scope, "*", ctx.limits.maxAssetBytes);
    scope.post(
      "/api/tables/:id/assets",
      {
        schema: { params: idParams, headers: authHeaders },
        config: { limit: "address" },
        bodyLimit: ctx.limits.maxAssetBytes,
      },
      async (req: IdRequest, reply) => {
        if (!Buffer.isBuffer(req.body))
          throw new ServerError("invalid", "send the image file as the request's body", ["body"]);
        const asset = await uploadAsset(ctx.store, ctx.limits, req.params.id, bearer(req), req.body);
        ctx.logger.info("image uploaded", {
          table: req.params.id,
          asset: asset.id,
          type: asset.type,
          size: asset.size,
        });
        reply.code(201);
        return { asset: asset.id, image: asset };
      },
    );
  });

  // An image, to a member who may see it: the token in the Authorization header (never in the
  // URL, which proxies and logs keep). Private caching, revalidated by the content's SHA-256.
  app.get(
    "/api/tables/:id/assets/:asset",
    {
      schema: {
        params: {
          type: "object",
          properties: { id, asset: { type: "string", minLength: 1, maxLength: 100 } },
          required: ["id", "asset"],
        },
        headers: authHeaders,
      },
    },
    async (req: FastifyRequest<{ Params: { id: string; asset: string } }>, reply) => {
      const a = await assetForMember(ctx.store, ctx.hub, req.params.id, bearer(req), req.params.asset);
      const etag = `"${a.sha256}"`;
      reply.header("etag", etag);
      reply.header("cache-control", "private, no-cache");
      reply.header("vary", "authorization");
      reply.header("content-security-policy", "default-src 'none'; sandbox");
      const match = req.headers["if-none-match"];
      if (typeof match === "string" && match.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
      reply.type(a.type);
      return reply.send(Buffer.from(a.bytes.buffer, a.bytes.byteOffset, a.bytes.byteLength));
    },
  );

  // An import's body is not parsed here: in its own scope, JSON arrives as bytes (up to
  // maxImportBytes) and a worker thread parses and checks it (import-pool.ts).
  await app.register(async (scope) => {
    takeRawBodies(scope, "application/json", ctx.limits.maxImportBytes);
    scope.post(
      "/api/tables/import",
      { config: { limit: "import" }, bodyLimit: ctx.limits.maxImportBytes },
      async (req, reply) => {
        if (!Buffer.isBuffer(req.body))
          throw new ServerError(
            "bad_json",
            "send the export as the body, with Content-Type: application/json",
          );
        const checked = await ctx.imports.check(req.body);
        const imported = await importChecked(ctx.store, checked);
        ctx.logger.info("table imported", { table: imported.id, head: imported.head });
        reply.code(201);
        return { table: imported };
      },
    );
  });
}

/** A scope whose routes get their bodies as bytes, unparsed, of the given type and up to `limit`. */
function takeRawBodies(scope: FastifyInstance, type: string, limit: number): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(type, { bodyLimit: limit }, (req, _payload, done) =>
    readBody(req.raw, limit, done),
  );
}
