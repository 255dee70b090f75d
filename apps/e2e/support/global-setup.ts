import type { TestProject } from 'vitest/node';
import { launchBrowser } from './browser';
import { startPortalServer } from './portal-server';
import { type SessionState, signInDemoAccounts } from './sign-in';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Each demo account's signed-in session (cookies), made once per run through the real sign-in. */
    sessions: Record<string, SessionState>;
  }
}

/** One built portal over the small demo school for the whole browser-test run, and one session per demo account. */
export default async function setup(project: TestProject) {
  const server = await startPortalServer();
  try {
    const browser = await launchBrowser();
    try {
      project.provide('sessions', await signInDemoAccounts(browser, server.url));
    } finally {
      await browser.close();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
