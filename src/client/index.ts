// tabula/client: talk to a table server from a bot, another VTT or a browser. TableSocket keeps one
// WebSocket to a table (hello, resync after a drop, intents as promises); the protocol's message
// and intent types say what goes over it (src/server/README.md describes each).

export * from "./protocol.js";
export {
  pageSocketUrl,
  type SocketHandlers,
  type SocketStatus,
  TableSocket,
  type TableSocketOptions,
  type WebSocketClass,
  type WebSocketLike,
} from "./socket.js";
