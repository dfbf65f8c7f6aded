/** The OsmAnd device protocol (GPS trackers, Traccar Client): pure parsers for the gateway. */
export { parseOsmandQuery, type OsmandQueryParams } from './parse-query';
export { parseOsmandJson } from './parse-json';
export { parseOsmandTime } from './parse-time';
export { type ParseResult } from './parse-result';
