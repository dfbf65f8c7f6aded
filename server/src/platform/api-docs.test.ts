import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_STORAGE_KEY } from '@fleet/domain';
import { ATTACH_SIGN_IN_SOURCE, isApiDocsPageRoute } from './api-docs';

interface SwaggerRequest {
  url: string;
  headers: Record<string, string>;
}

/** Runs the page's interceptor as the browser would, in a page at http://fleet.test/api/docs. */
function intercept(request: SwaggerRequest, storage: Record<string, string> | 'blocked') {
  const localStorage = {
    getItem(key: string): string | null {
      if (storage === 'blocked') throw new Error('SecurityError: storage is disabled');
      return storage[key] ?? null;
    },
  };
  const window = {
    localStorage,
    location: { href: 'http://fleet.test/api/docs/', origin: 'http://fleet.test' },
  };
  const attach = vm.runInNewContext(`(${ATTACH_SIGN_IN_SOURCE})`, { window, URL }) as (
    request: SwaggerRequest,
  ) => SwaggerRequest;
  return attach(request).headers;
}

describe('the docs page sign-in', () => {
  const signedIn = { [ACCESS_TOKEN_STORAGE_KEY]: 'token-1' };

  it("sends the web client's token with the document's request and with Try it out", () => {
    expect(intercept({ url: 'http://fleet.test/api/docs/json', headers: {} }, signedIn)).toEqual({
      Authorization: 'Bearer token-1',
    });
    expect(intercept({ url: '/api/assets?limit=5', headers: {} }, signedIn)).toEqual({
      Authorization: 'Bearer token-1',
    });
  });

  it('never sends it to another origin, and keeps a token given with Authorize', () => {
    expect(
      intercept({ url: 'https://elsewhere.test/openapi.json', headers: {} }, signedIn),
    ).toEqual({});
    expect(intercept({ url: 'http://fleet.test:8080/x', headers: {} }, signedIn)).toEqual({});
    expect(
      intercept({ url: '/api/assets', headers: { Authorization: 'Bearer mine' } }, signedIn),
    ).toEqual({ Authorization: 'Bearer mine' });
  });

  it('sends nothing when signed out or when storage is blocked', () => {
    expect(intercept({ url: '/api/docs/json', headers: {} }, {})).toEqual({});
    expect(intercept({ url: '/api/docs/json', headers: {} }, 'blocked')).toEqual({});
  });
});

describe('which docs routes are the page', () => {
  it('is the page and its files, never the document', () => {
    expect(isApiDocsPageRoute('/api/docs')).toBe(true);
    expect(isApiDocsPageRoute('/api/docs/static/*')).toBe(true);
    expect(isApiDocsPageRoute('/api/docs/static/swagger-initializer.js')).toBe(true);
    expect(isApiDocsPageRoute('/api/docs/json')).toBe(false);
    expect(isApiDocsPageRoute('/api/docs/yaml')).toBe(false);
    expect(isApiDocsPageRoute('/api/docsearch')).toBe(false);
    expect(isApiDocsPageRoute(undefined)).toBe(false);
  });
});
