/** The react-router-dom value exports the apps may use (types are free). */
export declare const ROUTER_EXPORTS: readonly string[];
