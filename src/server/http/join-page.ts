// The page an invite link opens until the web table exists: it asks for a name, joins with the
// code from the link's fragment, and keeps the member token in this browser's storage.

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function joinPage(tableId: string): string {
  const id = JSON.stringify(tableId).replace(/</g, "\\u003c");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Join table ${escapeHtml(tableId)} — Tabula</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto">
<h1 id="title">Join a Tabula table</h1>
<p id="plays"></p>
<form id="join"><label>Your name <input id="name" required maxlength="100"></label> <button>Join</button></form>
<p id="out" role="status"></p>
<script>
const table = ${id};
// The table's name and what it plays, read with the invite code before anyone types a name.
fetch("/api/tables/" + encodeURIComponent(table) + "/invite", {
  method: "POST", headers: { "content-type": "application/json" },
  body: JSON.stringify({ invite: location.hash.slice(1) }),
}).then((r) => r.ok ? r.json() : null).then((b) => {
  if (!b) return;
  const t = b.table;
  document.getElementById("title").textContent = "Join " + t.name;
  document.getElementById("plays").textContent = "A table playing " +
    (t.overlay ? t.overlay.name + " (based on " + t.rulesetName + ")" : t.rulesetName) + ".";
}, () => {});
document.getElementById("join").addEventListener("submit", async (ev) => {
  ev.preventDefault();
  const out = document.getElementById("out");
  const res = await fetch("/api/tables/" + encodeURIComponent(table) + "/join", {
    method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ invite: location.hash.slice(1), name: document.getElementById("name").value }),
  });
  const body = await res.json();
  if (!res.ok) { out.textContent = body.error ? body.error.message : "could not join"; return; }
  localStorage.setItem("tabula:" + table, body.member.token);
  out.textContent = "Joined as " + body.member.name + ". Your token is saved in this browser.";
});
</script></body></html>`;
}
