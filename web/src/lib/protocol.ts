// The table server's WebSocket messages: the protocol's types live with the client in src/client
// (the package's `tabula/client`), so a bot and this app read the same definitions.

export * from "../../../src/client/protocol.js";
