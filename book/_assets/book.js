// The book's own touches on the pages (book/_config.yml loads this file from book/_assets).
// Every figure of a chapter opens full size, in a tab of its own, when clicked: a picture
// drawn wider than the column is shown smaller, and its labels are then read full size.
// (Sphinx already links a picture whose output gave its width; the others get a link here.)
document.addEventListener("DOMContentLoaded", () => {
  for (const img of document.querySelectorAll(".cell_output img")) {
    let link = img.closest("a");
    if (!link) {
      link = document.createElement("a");
      link.href = img.getAttribute("src");
      img.replaceWith(link);
      link.appendChild(img);
    }
    link.classList.add("full-size");
    link.target = "_blank";
    link.title = "Open the picture full size";
  }
});
