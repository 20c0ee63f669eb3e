// The table server: HTTP + WebSocket over the store, the engine and the rulesets.

export { type ErrorReply, ServerError } from "./errors.js";
export { executeIntent, intentIds } from "./intents.js";
export { DEFAULT_LIMITS, type Limits } from "./limits.js";
export { jsonLogger, type Logger, silentLogger } from "./logger.js";
export { parseClientMessage } from "./protocol.js";
export { commitmentOf } from "./seeds.js";
export { type RunningServer, type ServerOptions, startServer } from "./server.js";
export { createTable, importTable } from "./tables.js";
export { type Mismatch, type PeriodReport, type VerifyReport, verifyExport } from "./verify.js";
