import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Each test starts with an empty document.
afterEach(() => cleanup());
