// The server bench's peer: boardgame.io 0.50.2 serving a minimal game with one move (a d20 roll by
// any player, at any time), as a server of its own in this process, on its in-memory storage (it
// keeps nothing across a restart: not durable). bench/server.js starts it as a child process, creates
// the matches through its lobby API and plays through socket.io, as boardgame.io's clients do.
//
//   node bench/peer-boardgameio.js      prints "listening GAME_PORT API_PORT" once it is ready
//
// The lobby API runs on a port of its own: on the game server's port, boardgame.io 0.50.2 answers
// 404 to every API route (its socket.io layer builds the HTTP server before the routes are added).

import { createRequire } from "node:module";
import { createServer } from "node:net";

const require = createRequire(import.meta.url);
const { ActivePlayers } = require("boardgame.io/core");
const { Server } = require("boardgame.io/server");

/** Every player may roll at any moment; concurrent rolls are all taken (no stale-state refusals). */
export const DiceGame = {
  name: "dice",
  setup: () => ({ rolls: 0, last: null }),
  turn: { activePlayers: ActivePlayers.ALL },
  moves: {
    roll: {
      move: ({ G, random, playerID }) => ({
        rolls: G.rolls + 1,
        last: { by: playerID, value: random.D20() },
      }),
      ignoreStaleStateID: true,
    },
  },
};

/** A free port (boardgame.io takes 0 for its API port as "no port of its own"). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.once("error", reject);
  });
}

const server = Server({ games: [DiceGame], origins: [/.*/] });
const { appServer, apiServer } = await server.run({ port: 0, lobbyConfig: { apiPort: await freePort() } });
console.log(`listening ${appServer.address().port} ${apiServer.address().port}`);
const stop = () => {
  server.kill({ appServer, apiServer });
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
