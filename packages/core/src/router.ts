/**
 * The router, as the shell and every remote use it. Imported from here (never from react-router-dom directly) so
 * the federation shares one router instance that carries only what the product uses: react-router-dom shared
 * whole was 60 KiB gzip on every page, these names are about 14 KiB (docs/performance.md).
 */
export { BrowserRouter, Link, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
