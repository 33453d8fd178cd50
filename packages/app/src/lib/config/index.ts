export {
  ConfigurationError,
  defaultMobileAppUrl,
  loadIdentityClientSettings,
  loadRuntimeConfiguration,
  runtimeConfigurationPath,
} from './runtimeConfiguration';
export type { IdentityClientSettings, RuntimeConfiguration } from './runtimeConfiguration';
