# The catalogues as gettext PO files (hanoi lang export/import): their
# spec checks every export with msgfmt -c (spec/lang/po_spec.lua).
DEB_PACKAGES += gettext
