/** Throwaway values for the benchmark's own servers; never used anywhere else. */
export const BENCH_ADMIN_KEY = 'bench-admin-key-0123456789';
export const BENCH_PIN = '246810';
