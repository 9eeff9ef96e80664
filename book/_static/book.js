// The book's own touches on the pages (book/_config.yml loads this file).
// Every figure of a chapter opens full size, in a tab of its own, when clicked: a picture
// drawn wider than the column is shown smaller, and its labels are then read full size.
document.addEventListener("DOMContentLoaded", () => {
  for (const img of document.querySelectorAll(".cell_output img")) {
    if (img.closest("a")) continue;
    const link = document.createElement("a");
    link.href = img.getAttribute("src");
    link.className = "full-size";
    link.target = "_blank";
    link.title = "Open the picture full size";
    img.replaceWith(link);
    link.appendChild(img);
  }
});
