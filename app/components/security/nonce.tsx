import { createContext, useContext, type ReactNode } from "react";

/**
 * The Content-Security-Policy nonce of this render (decision 021). The server
 * provides it; in the browser it is "" (browsers hide nonces from the DOM, and
 * scripts added after hydration come from our origin, which the policy allows).
 */
const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
