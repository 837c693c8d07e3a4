import { Router, Route } from '@redwoodjs/router'
import { lazyPage } from './lib/lazyPage'

const NotFoundPage = lazyPage('NotFoundPage', () => import('./pages/NotFoundPage/NotFoundPage'))

export default function App() {
  return (
    <Router trailingSlashes="never">
      <Route notfound page={NotFoundPage} />
    </Router>
  )
}
