import { clearRecords } from '../contract/parameters/recording';

/** A run's record of what the service received replaces the last Chromium run's. */
export default function globalSetup(): void {
  clearRecords('chromium-');
}
