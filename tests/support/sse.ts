/**
 * Reads a Server-Sent Events body (as `GET /api/events.php` sends it) event by event, for tests
 * and the chat bench: `next(type)` resolves with the next event of that type's data.
 */
export type SseEvent = { event: string; data: unknown };

export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const queue: SseEvent[] = [];
  const waiters: { type: string; resolve: (event: SseEvent) => void }[] = [];
  let done = false;

  function dispatch(event: SseEvent) {
    const index = waiters.findIndex((w) => w.type === event.event);
    if (index >= 0) waiters.splice(index, 1)[0]!.resolve(event);
    else queue.push(event);
  }

  void (async () => {
    try {
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) break;
        buffer += decoder.decode(value, { stream: true });
        let split: number;
        while ((split = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          let event = "message";
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (line.startsWith("event: ")) event = line.slice(7);
            else if (line.startsWith("data: ")) data.push(line.slice(6));
          }
          if (data.length) dispatch({ event, data: JSON.parse(data.join("\n")) });
        }
      }
    } catch {
      // cancelled
    }
    done = true;
  })();

  return {
    next(type: string, timeoutMs = 5000): Promise<SseEvent> {
      const index = queue.findIndex((e) => e.event === type);
      if (index >= 0) return Promise.resolve(queue.splice(index, 1)[0]!);
      if (done) return Promise.reject(new Error("stream ended"));
      return new Promise((resolve, reject) => {
        const waiter = { type, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const i = waiters.indexOf(waiter);
          if (i >= 0) {
            waiters.splice(i, 1);
            reject(new Error(`no ${type} event within ${timeoutMs} ms`));
          }
        }, timeoutMs);
      });
    },
    /** Events of a type received so far and not yet taken. */
    pending(type: string) {
      return queue.filter((e) => e.event === type);
    },
    async close() {
      await reader.cancel().catch(() => {});
    },
  };
}
