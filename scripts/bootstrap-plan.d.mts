// Types for bootstrap-plan.mjs (plain JavaScript, since it runs before `npm ci`), for its test.
export type OsFamily = 'debian' | 'fedora' | 'macos' | 'other';
export type PackageGroup = 'canvas' | 'redis';
export declare const PACKAGES: Readonly<Record<Exclude<OsFamily, 'other'>, Readonly<Record<PackageGroup, readonly string[]>>>>;
export declare function osFamily(platform: string, osRelease: string): OsFamily;
export type PackagePlan =
  | { readonly action: 'proceed' }
  | { readonly action: 'install'; readonly say: string; readonly commands: readonly (readonly string[])[] }
  | { readonly action: 'stop'; readonly say: string; readonly command: string };
export declare function packagePlan(input: { os: OsFamily; root: boolean; missing: readonly string[] }): PackagePlan;
export declare function missingPackages(os: OsFamily, packages: readonly string[]): string[];
export declare function thisOs(): OsFamily;
