# cmake -DSITE=dir -DTEMPLATE=web/sw.js.in -DBOOT=web/boot.js.in -DINDEX=index.html -P StampSite.cmake
# Writes SITE/sw.js, SITE/boot.js and SITE/index.html from their templates:
# SITE_VERSION is a hash of every other file of the site and of the
# templates of boot.js and index.html (the build:
# the service worker's cache name and window.sudokuApp.build), FILES their
# relative URLs (so the service worker caches them).
file(GLOB files RELATIVE "${SITE}" "${SITE}/*")
list(REMOVE_ITEM files "sw.js" "boot.js" "index.html")
# The bench page and its data are not part of the app: not cached for offline use.
list(FILTER files EXCLUDE REGEX "^(bench|sudoku-bench-page)")
list(SORT files)
set(all "")
set(urls "'./'")
foreach(f IN LISTS files)
  file(SHA256 "${SITE}/${f}" h)
  string(APPEND all "${f}:${h};")
  string(APPEND urls ", './${f}'")
endforeach()
file(SHA256 "${BOOT}" h)
string(APPEND all "boot.js.in:${h};")
string(APPEND urls ", './boot.js'")
file(SHA256 "${INDEX}" h)
string(APPEND all "index.html.in:${h};")
string(APPEND urls ", './index.html'")
string(SHA256 version "${all}")
string(SUBSTRING "${version}" 0 16 SITE_VERSION)
set(SITE_FILES "${urls}")
configure_file("${TEMPLATE}" "${SITE}/sw.js" @ONLY)
configure_file("${BOOT}" "${SITE}/boot.js" @ONLY)
# The page preloads the module under the build's URLs, the ones boot.js asks for.
configure_file("${INDEX}" "${SITE}/index.html" @ONLY)
