declare namespace App {
  interface Locals {
    /** What this page view counts for the admin analytics; src/middleware.ts records it (cached renders too). */
    analytics?: import('./loaders/analytics').PageAnalytics;
  }
}
