import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

// CPU and memory of processes, read from /proc while a bench runs (as bench/upload.ts reads VmRSS):
// utime + stime of /proc/<pid>/stat in clock ticks, VmRSS of /proc/<pid>/status, and the machine's
// busy time from /proc/stat. CPU % is of one core (100 % = one core busy all the time).

const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

interface Sample {
  at: number;
  ticks: number;
  rssKiB: number;
  /** ns the main thread waited, runnable, for a CPU (/proc/<pid>/schedstat): a busy machine shows here. */
  waitNs: number;
  /** The scheduling policy (/proc/<pid>/stat field 41): 0 normal, 3 batch, 5 idle. */
  policy: number;
}

const POLICIES: Record<number, string> = { 0: 'SCHED_OTHER', 1: 'SCHED_FIFO', 2: 'SCHED_RR', 3: 'SCHED_BATCH', 5: 'SCHED_IDLE', 6: 'SCHED_DEADLINE' };

function readPid(pid: number): Omit<Sample, 'at'> | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const rss = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    const waitNs = Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1] ?? 0);
    return { ticks, rssKiB: rss ? Number(rss[1]) : 0, waitNs, policy: Number(fields[38]) };
  } catch {
    return null; // the process has ended
  }
}

function readMachine(): { busy: number; total: number } {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = cpu.reduce((s, v) => s + v, 0);
  return { busy: total - cpu[3]! - (cpu[4] ?? 0), total };
}

export interface Usage {
  label: string;
  /** Mean CPU % (of one core) over the window. */
  cpu: number;
  /** Highest mean over any 5 s within the window. */
  cpuPeak5s: number;
  rssMiB: number;
  rssMaxMiB: number;
  /** Share of the window the main thread was runnable but waited for a CPU, in %. */
  cpuWait: number;
}

/**
 * Samples the given processes (and the machine) every second until stopped. `groups`: processes
 * counted together whose pids are asked for again every 5 s (PostgreSQL's backends of the app's
 * connections): their CPU is the sum over every pid seen, their memory is not shown.
 */
export function watchProcesses(pids: Record<string, number>, groups: Record<string, () => Promise<number[]>> = {}, everyMs = 1000) {
  const series = new Map<string, { label: string; group: boolean; list: Sample[] }>();
  const members = new Map<string, Set<number>>(Object.keys(groups).map((l) => [l, new Set()]));
  const machine: { at: number; busy: number; total: number }[] = [];
  const refresh = () => {
    for (const [label, list] of Object.entries(groups)) void list().then((found) => found.forEach((pid) => members.get(label)!.add(pid)), () => undefined);
  };
  const read = (label: string, pid: number, group: boolean, at: number) => {
    const s = readPid(pid);
    if (!s) return;
    const key = `${label}#${pid}`;
    if (!series.has(key)) series.set(key, { label, group, list: [] });
    series.get(key)!.list.push({ at, ...s });
  };
  let ticks = 0;
  const take = () => {
    const at = Date.now();
    if (ticks++ % Math.round(5000 / everyMs) === 0) refresh();
    for (const [label, pid] of Object.entries(pids)) read(label, pid, false, at);
    for (const [label, set] of members) for (const pid of set) read(label, pid, true, at);
    machine.push({ at, ...readMachine() });
  };
  take();
  const timer = setInterval(take, everyMs);
  const within = <T extends { at: number }>(list: T[], from: number, to: number) => list.filter((s) => s.at >= from - everyMs / 2 && s.at <= to + everyMs / 2);
  const rate = (a: Sample, b: Sample) => ((b.ticks - a.ticks) / CLK_TCK / Math.max(0.001, (b.at - a.at) / 1000)) * 100;
  return {
    stop() {
      clearInterval(timer);
      take();
    },
    /** Usage of each process (and group) over [from, to] (epoch ms). */
    usage(from: number, to: number): Usage[] {
      const labels = [...new Set([...series.values()].map((s) => s.label))];
      return labels.map((label) => {
        const parts = [...series.values()].filter((s) => s.label === label).map((s) => ({ ...s, w: within(s.list, from, to) }));
        if (parts[0]!.group) {
          // Each backend's own ticks in the window, summed, over the window's length.
          const ticksUsed = parts.reduce((sum, p) => sum + (p.w.length > 1 ? p.w.at(-1)!.ticks - p.w[0]!.ticks : 0), 0);
          const cpu = (ticksUsed / CLK_TCK / Math.max(0.001, (to - from) / 1000)) * 100;
          // Named when not the default: how the kernel schedules the backends changes what the app waits (bench/README.md).
          const policies = [...new Set(parts.map((p) => p.list.at(-1)!.policy))].filter((p) => p !== 0).map((p) => POLICIES[p] ?? `policy ${p}`);
          return { label: `${label} (${parts.length} processes${policies.length > 0 ? `, ${policies.join(', ')}` : ''})`, cpu, cpuPeak5s: NaN, cpuWait: NaN, rssMiB: NaN, rssMaxMiB: NaN };
        }
        const w = parts[0]!.w;
        const first = w[0];
        const last = w.at(-1);
        const whole = first && last && last !== first ? rate(first, last) : 0;
        let peak = 0;
        const span = Math.round(5000 / everyMs);
        for (let i = span; i < w.length; i++) peak = Math.max(peak, rate(w[i - span]!, w[i]!));
        return {
          label,
          cpu: whole,
          cpuPeak5s: peak || whole,
          cpuWait: first && last && last !== first ? ((last.waitNs - first.waitNs) / 1e6 / Math.max(1, last.at - first.at)) * 100 : 0,
          rssMiB: (last?.rssKiB ?? 0) / 1024,
          rssMaxMiB: Math.max(0, ...w.map((x) => x.rssKiB)) / 1024,
        };
      });
    },
    /** The machine's busy share of all its cores over [from, to], in %. */
    machineBusy(from: number, to: number): number {
      const w = within(machine, from, to);
      if (w.length < 2) return 0;
      const a = w[0]!;
      const b = w.at(-1)!;
      return ((b.busy - a.busy) / Math.max(1, b.total - a.total)) * 100;
    },
  };
}
