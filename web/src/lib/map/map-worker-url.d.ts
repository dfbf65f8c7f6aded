/** The URL of the map library's worker script, made by the build (web/build/map-library.ts). */
declare module 'virtual:map-worker-url' {
  const url: string;
  export default url;
}
