export default function NotFoundPage() {
  return (
    <main className="grid min-h-screen place-items-center p-8">
      <h1 className="text-2xl font-semibold">Page not found</h1>
    </main>
  )
}
