export { inlineConfigurationElementId, readInlineConfiguration } from './inlineConfiguration';
export type { InlineConfiguration } from './inlineConfiguration';
export {
  ConfigurationError,
  defaultMobileAppUrl,
  loadIdentityClientSettings,
  loadRuntimeConfiguration,
  runtimeConfigurationPath,
} from './runtimeConfiguration';
export type {
  AddressLookupSettings,
  IdentityClientSettings,
  ProviderMetadata,
  RuntimeConfiguration,
} from './runtimeConfiguration';
