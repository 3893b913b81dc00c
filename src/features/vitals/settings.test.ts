import { describe, expect, it } from 'vitest';
import { sampleRate, vitalsEndpoint } from './settings';

describe('vitalsEndpoint', () => {
  it.each([
    [undefined, '/vitals'],
    ['', '/vitals'],
    ['https://api.virtualip.example', 'https://api.virtualip.example/vitals'],
    ['https://api.virtualip.example/v1/', 'https://api.virtualip.example/v1/vitals'],
    ['http://127.0.0.1:5000', 'http://127.0.0.1:5000/vitals'],
  ])('reports to the API at %s → %s', (apiUrl, endpoint) => {
    expect(vitalsEndpoint(apiUrl)).toBe(endpoint);
  });

  it.each(['none', 'off', 'javascript:alert(1)', 'ftp://files.example', '::'])('reports nowhere when VITE_API_URL is %s', (apiUrl) => {
    expect(vitalsEndpoint(apiUrl)).toBeNull();
  });
});

describe('sampleRate', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['0.25', 0.25],
    ['0', 0],
    ['1', 1],
    ['7', 1],
    ['-1', 0],
    ['lots', 0],
  ])('%s → %s', (raw, rate) => {
    expect(sampleRate(raw)).toBe(rate);
  });
});
