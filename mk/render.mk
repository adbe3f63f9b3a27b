# render: pictures (ASCII, ANSI, SVG, HTML) and the terminal helpers of src/sys.c.
# bsdutils gives `script`, which the specs use to run a child in a pseudo-terminal.
DEB_PACKAGES += bsdutils
