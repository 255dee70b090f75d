import type { TestProject } from 'vitest/node';
import { startPortalServer } from './portal-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One built portal over the small demo school for the whole browser-test run. */
export default async function setup(project: TestProject) {
  const server = await startPortalServer();
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
