declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    p50: number
    p90: number
    p99: number
    max: number
  }
  interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
    duration: number
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    workers?: number
    headers?: Record<string, string>
    method?: 'GET' | 'POST'
    body?: string
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
