import type { ServerResponse } from "node:http";

/** How long the stub waits for the site to hang up before it reports the connections still open. */
const WAIT_MS = 5_000;

type Answers = { open: number; cutOff: number; total: number; waiters: (() => void)[] };

/**
 * Whether the site hangs up on an answer it gave up on (a timeout, a body past the size cap):
 * an upstream that is never hung up on holds a connection, and a file handle, for as long as it
 * likes (a 10 MB stream left the local runtime out of file handles). Per key
 * (scenario and play), the answers still open and those closed before they were finished.
 */
export class HangUps {
  private readonly byKey = new Map<string, Answers>();

  private answers(key: string): Answers {
    let answers = this.byKey.get(key);
    if (!answers) this.byKey.set(key, (answers = { open: 0, cutOff: 0, total: 0, waiters: [] }));
    return answers;
  }

  track(key: string, res: ServerResponse): void {
    const answers = this.answers(key);
    answers.open++;
    answers.total++;
    res.on("close", () => {
      answers.open--;
      if (!res.writableFinished) answers.cutOff++;
      if (answers.open === 0) for (const wake of answers.waiters.splice(0)) wake();
    });
  }

  /** Once every answer of `key` is closed (or after WAIT_MS): how many there were, are open, were cut off. */
  async settled(key: string): Promise<{ total: number; open: number; cutOff: number }> {
    const answers = this.answers(key);
    if (answers.open > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, WAIT_MS);
        answers.waiters.push(() => (clearTimeout(timer), resolve()));
      });
    }
    return { total: answers.total, open: answers.open, cutOff: answers.cutOff };
  }
}
