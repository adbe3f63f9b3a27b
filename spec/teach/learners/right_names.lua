-- expect: right
function towers(disks, src, dst, spare, mv)
  if disks >= 1 then
    towers(disks - 1, src, spare, dst, mv)
    mv(src, dst)
    towers(disks - 1, spare, dst, src, mv)
  end
end
solve = towers
