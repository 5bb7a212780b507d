// What bench/generate.ts creates and bench/load.ts relies on.

/** Every generated user has this password (hashed once, the same hash for all). */
export const BENCH_PASSWORD = 'bench-partidos';

/** User n (1-based): jugador1@bench.partidos.cl … */
export const benchEmail = (n: number) => `jugador${n}@bench.partidos.cl`;

/** The first club: users 1…BENCH_CLUB_MEMBERS are its members (user 1 is its creator). */
export const BENCH_CLUB_NAME = 'Club Bench Central';
export const BENCH_CLUB_MEMBERS = 150;
