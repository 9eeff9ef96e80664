// The widget manager (embed-amd.js) loads its icon fonts relative to require.js's base URL,
// which defaults to the page's folder. Set it, before require.js starts, to the folder this
// script was served from: the fonts sit below it, under @jupyter-widgets/.
var require = {baseUrl: document.currentScript.src.replace(/[^/]*$/, "")};
