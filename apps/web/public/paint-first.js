// Paint first. The page the server sent, its HTML and stylesheet, is drawn before the app's script
// runs: a low-end phone spends a second or more evaluating that script, and until now the page sat
// blank meanwhile. The script is already downloading (a modulepreload link beside this one);
// requestAnimationFrame runs just before the next paint and the timeout just after it.
const entry = document.querySelector('script[data-entry]').getAttribute('data-entry')
requestAnimationFrame(() => setTimeout(() => import(entry)))
