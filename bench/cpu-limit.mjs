// A CPU budget for one process of a benchmark: a cgroup (v2 `cpu.max`, or v1 `cpu.cfs_quota_us`) holding the process
// and all its threads. On a small machine where the simulated clients, the databases and the servers share the cores,
// giving each server instance the same fixed budget makes "one instance" and "two instances" comparable: each instance
// is a box of `cores` CPUs, like a container with a CPU limit. Needs a writable cgroup file system (root); answers
// null when there is none, and the caller says so.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PERIOD_US = 100_000;

function cgroupRoot() {
  if (existsSync('/sys/fs/cgroup/cgroup.controllers')) {
    const controllers = readFileSync('/sys/fs/cgroup/cgroup.controllers', 'utf8');
    return controllers.includes('cpu') ? { version: 2, dir: '/sys/fs/cgroup' } : null;
  }
  return existsSync('/sys/fs/cgroup/cpu/cgroup.procs') ? { version: 1, dir: '/sys/fs/cgroup/cpu' } : null;
}

/**
 * Puts process `pid` into a new cgroup named `name` limited to `cores` CPUs. Returns a function that removes the
 * cgroup once the process has exited, or null when cgroups cannot be written here.
 */
export function limitCpu(pid, cores, name) {
  const found = cgroupRoot();
  if (!found) return null;
  const dir = path.join(found.dir, name);
  try {
    mkdirSync(dir, { recursive: true });
    const quota = Math.round(cores * PERIOD_US);
    if (found.version === 2) writeFileSync(path.join(dir, 'cpu.max'), `${quota} ${PERIOD_US}`);
    else {
      writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
      writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(quota));
    }
    writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
  } catch {
    return null;
  }
  return () => {
    try {
      rmdirSync(dir);
    } catch {
      // Still has a process, or already gone.
    }
  };
}

/**
 * CPU time (user + system, in seconds, all threads) process `pid` has used so far, from /proc (clock ticks of 1/100 s,
 * USER_HZ on Linux): sampled around a run, it tells whether the budget was the limit.
 */
export function cpuSecondsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
