export { createFakeAuthService, demoUsers, pending } from './fakeAuth';
export type { FakeAuthOptions, FakeAuthService } from './fakeAuth';
export { createTestContext, TestApp, testConfiguration } from './TestApp';
export type { TestAppProps } from './TestApp';
