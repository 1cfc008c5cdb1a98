# cmake -DSITE=dir -DTEMPLATE=web/sw.js.in -P StampSite.cmake
# Writes SITE/sw.js from the template: VERSION is a hash of every other file
# of the site, FILES their relative URLs (so the service worker caches them).
file(GLOB files RELATIVE "${SITE}" "${SITE}/*")
list(REMOVE_ITEM files "sw.js")
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
string(SHA256 version "${all}")
string(SUBSTRING "${version}" 0 16 SITE_VERSION)
set(SITE_FILES "${urls}")
configure_file("${TEMPLATE}" "${SITE}/sw.js" @ONLY)
