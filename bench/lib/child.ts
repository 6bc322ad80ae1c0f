import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * A forked bench process (`script` relative to bench/, run through tsx) with a typed
 * request/answer over IPC: `ask` sends and waits for the first answer of a type, `next` only
 * waits; a child that exits first fails the wait. `close(msg)` asks it to end (or kills it when
 * the channel is gone, e.g. after Ctrl-C in the same process group) and waits for its exit.
 */
export function startChild<In, Out extends { type: string }>(script: string, args: string[] = []) {
  const child: ChildProcess = fork(path.join(here, script), args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.on('error', () => undefined);
  const next = <K extends Out['type']>(answer: K): Promise<Extract<Out, { type: K }>> =>
    new Promise((resolve, reject) => {
      const onMessage = (m: Out) => {
        if (m.type !== answer) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(m as Extract<Out, { type: K }>);
      };
      const onExit = (code: number | null) => reject(new Error(`${script} exited with ${code}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return {
    pid: child.pid!,
    next,
    ask<K extends Out['type']>(msg: In, answer: K) {
      const reply = next(answer);
      child.send(msg as object);
      return reply;
    },
    tell: (msg: In) => child.send(msg as object),
    async close(msg: In) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      if (child.connected) child.send(msg as object);
      else child.kill('SIGTERM');
      await exited;
    },
  };
}
