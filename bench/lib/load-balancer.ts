import { startBalancer } from './round-robin-balancer.js';

/**
 * The load bench's balancer in front of two instances, in a process of its own (forked; its CPU is
 * not the app's nor the load generator's): the faults bench's round-robin TCP balancer, no
 * stickiness, as an L4 balancer in front of a venue's instances would be. A member's keep-alive
 * connections and its socket may land on different instances; events reach the other through Redis.
 *   argv: the backends' ports → { type: 'ready', port }
 *   ← { type: 'stats' } → { type: 'stats', connections: per backend, since the start }
 *   ← { type: 'close' } (or the parent gone) → exits
 */
const balancer = await startBalancer(process.argv.slice(2).map(Number));

const close = () => void balancer.close().then(() => process.exit(0));
process.send!({ type: 'ready', port: balancer.port });
process.on('message', (msg: { type: 'stats' | 'close' }) => {
  if (msg.type === 'stats') process.send!({ type: 'stats', connections: balancer.total() });
  else close();
});
process.on('disconnect', close);
