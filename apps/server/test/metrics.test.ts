import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => t?.close());

describe('/api/metrics', () => {
  it('refuses anonymous callers with 401 in the envelope, and signed-in non-admins with 403', async () => {
    const anonymous = await t.api('GET', '/api/metrics');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.succeeded).toBe(false);
    const wrongToken = await t.api('GET', '/api/metrics', { headers: { authorization: 'Bearer nope' } });
    expect(wrongToken.status).toBe(401);
    const teacher = await t.api('GET', '/api/metrics', { as: 'giaovien' });
    expect(teacher.status).toBe(403);
  });

  it('answers the Prometheus text format with the bearer token: requests by route pattern, sockets, loop delay', async () => {
    await t.api('GET', '/api/health');
    await t.api('GET', '/api/DanhBa/hocSinh/12345', { as: 'admin' });
    t.app.metrics.setConnectedSockets(() => 7);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(/^hpl_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1$/m);
    // The route pattern, never the raw id, in any series' labels (a value may hold the digits: a resident memory of
    // 1271234560 bytes made this check fail when it looked at the whole text).
    expect(text).toContain('route="/api/DanhBa/hocSinh/:id"');
    expect(text).not.toMatch(/\{[^}\n]*12345[^}\n]*\}/);
    expect(text).toMatch(
      /^hpl_http_request_duration_seconds_bucket\{method="GET",route="\/api\/health",le="\+Inf"\} 1$/m,
    );
    expect(text).toMatch(/^hpl_connected_sockets 7$/m);
    // Only the scrape itself is in progress.
    expect(text).toMatch(/^hpl_http_requests_in_flight 1$/m);
    expect(text).toMatch(/^hpl_event_loop_delay_seconds\{quantile="0.99"\} [\d.e-]+$/m);
    expect(text).toMatch(/^hpl_database_info\{kind="(pglite|postgres)"\} 1$/m);
    // Every sample line is `name{labels} number`.
    for (const line of text.trim().split('\n')) {
      if (line.startsWith('#')) continue;
      expect(line).toMatch(/^[a-zA-Z_:][\w:]*(\{[^}]*\})? -?[\d.e+-]+$/);
    }
  });

  it('is readable by an Admin session', async () => {
    const response = await t.api('GET', '/api/metrics', { as: 'admin' });
    expect(response.status).toBe(200);
    expect(String(response.body.data)).toContain('hpl_http_requests_total');
  });
});
