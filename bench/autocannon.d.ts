// The part of autocannon 9's API that bench/load.ts uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram { average: number; mean: number; min: number; max: number; p50: number; p90: number; p97_5: number; p99: number; total: number }
  interface RequestData { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer }
  interface RequestSpec extends RequestData { setupRequest?: (req: RequestData, context: Record<string, unknown>) => RequestData | null }
  interface Options {
    url: string; connections?: number; duration?: number; amount?: number; timeout?: number; headers?: Record<string, string>;
    requests?: RequestSpec[]; title?: string;
  }
  export interface Result {
    title?: string; latency: Histogram; requests: Histogram; throughput: Histogram; duration: number;
    errors: number; timeouts: number; non2xx: number; statusCodeStats?: Record<string, { count: number }>;
    '1xx': number; '2xx': number; '3xx': number; '4xx': number; '5xx': number;
  }
  interface Instance extends Promise<Result> {
    stop(): void;
    /** each answer: its status and its time in ms */
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): Instance;
  }
  function autocannon(opts: Options): Instance;
  export default autocannon;
}
