// An async boundary before any shared module is used, so the federation runtime has set up
// the share scope when the app (and later the remotes) import react, the router and Apollo.
import('./bootstrap');
