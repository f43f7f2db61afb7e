import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./providers";
import { createRoutes } from "./routes";

const router = createBrowserRouter(createRoutes());

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
