import { navigate } from "../lib/router.js";

export function Brand({ small = false }: { small?: boolean }) {
  return (
    <a
      className={`brand ${small ? "brand-small" : ""}`}
      href="/"
      aria-label="Tabula: start page"
      onClick={(e) => {
        e.preventDefault();
        navigate("/");
      }}
    >
      <svg viewBox="0 0 64 64" aria-hidden="true" className="brand-mark">
        <path
          d="M32 8 54 20v24L32 56 10 44V20z"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinejoin="round"
        />
        <path d="M32 8v48M10 20l44 24M54 20 10 44" stroke="currentColor" strokeWidth="2.5" opacity=".45" />
      </svg>
      <span>Tabula</span>
    </a>
  );
}
