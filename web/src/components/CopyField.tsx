import { useId, useState } from "react";

/** A read-only value with a button that copies it, announcing the copy to screen readers. */
export function CopyField({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const id = useId();
  const [copied, setCopied] = useState<string | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied("Copied");
    } catch {
      // No clipboard permission (an insecure origin, a headless browser): select it for the user.
      const input = document.getElementById(id) as HTMLInputElement | null;
      input?.select();
      setCopied("Selected: press Ctrl+C");
    }
    setTimeout(() => setCopied(null), 2500);
  }
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="row">
        <input
          id={id}
          readOnly
          value={value}
          data-testid={testId}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="btn" onClick={copy}>
          Copy
        </button>
      </div>
      <span className="hint" role="status" aria-live="polite">
        {copied ?? ""}
      </span>
    </div>
  );
}
