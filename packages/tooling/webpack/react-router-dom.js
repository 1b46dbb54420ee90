// What the apps use of react-router-dom, and only that. Webpack resolves `react-router-dom` to this
// file and the federation shares it as the one router of the host and every remote: a shared
// module is not tree-shaken, so sharing the whole package put 60 KB gzip in every first load.
// A name missing here fails the lint (no-restricted-imports); add it here first.
export { BrowserRouter, Link, NavLink, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
