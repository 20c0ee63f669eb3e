/** An error for the user: what went wrong, and where if the server said. */
export function ErrorNote({ error, id }: { error: unknown; id?: string }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <p className="error-note" role="alert" id={id}>
      {message}
    </p>
  );
}

export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
