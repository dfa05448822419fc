import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Counter, Registry } from 'prom-client';
import { parseExposition, sumOf } from './parse-exposition';
import { readMetricsOptions, startMetricsServer, type MetricsServer } from './metrics-endpoint.server';

const registry = new Registry();
new Counter({ name: 'things_total', help: 'Things', labelNames: ['kind'], registers: [registry] }).inc(
  { kind: 'a' },
  3,
);
const other = new Registry();
new Counter({ name: 'others_total', help: 'Others', registers: [other] }).inc();

let server: MetricsServer;
let base: string;
beforeAll(async () => {
  server = await startMetricsServer(registry, { port: 0 }, { '/metrics/services': other });
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(() => server.close());

describe('the metrics server', () => {
  it('serves the registry at /metrics in the Prometheus text format', async () => {
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    expect(sumOf(parseExposition(await response.text()), 'things_total', { kind: 'a' })).toBe(3);
    const more = await fetch(`${base}/metrics/services`);
    expect(sumOf(parseExposition(await more.text()), 'others_total')).toBe(1);
  });

  it('listens on loopback only by default', () => {
    expect(server.server.address()).toMatchObject({ address: '127.0.0.1' });
  });

  it('answers 404 to any other path and 404 to a POST', async () => {
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metricsx`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});

describe('readMetricsOptions', () => {
  it('starts nothing without METRICS_PORT', () => {
    expect(readMetricsOptions({})).toBeUndefined();
    expect(readMetricsOptions({ METRICS_PORT: ' ' })).toBeUndefined();
  });

  it('binds to 127.0.0.1 unless METRICS_HOST says otherwise', () => {
    expect(readMetricsOptions({ METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(readMetricsOptions({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toEqual({
      port: 9464,
      host: '0.0.0.0',
    });
  });

  it('refuses a port that is not one', () => {
    expect(() => readMetricsOptions({ METRICS_PORT: 'abc' })).toThrow(/METRICS_PORT/);
    expect(() => readMetricsOptions({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });
});

describe('parseExposition', () => {
  it('refuses a line that is not Prometheus text', () => {
    expect(() => parseExposition('things_total{kind="a" 3')).toThrow(/not Prometheus text/);
    expect(() => parseExposition('things total 3')).toThrow();
  });
});
