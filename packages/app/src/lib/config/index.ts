export {
  ConfigurationError,
  defaultMobileAppUrl,
  loadIdentityClientSettings,
  loadRuntimeConfiguration,
  runtimeConfigurationPath,
} from './runtimeConfiguration';
export type { AddressLookupSettings, IdentityClientSettings, RuntimeConfiguration } from './runtimeConfiguration';
