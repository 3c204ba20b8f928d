// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Farcaster's IdRegistry reduced to what Sign In With Farcaster reads on chain: the fid a
/// custody address owns (`idOf`) and the custody of an fid (`custodyOf`). Registration is open
/// (a devnet stand-in, not the gated original); custody moves only by its current owner, so a
/// test can show that a former custody no longer signs in.
contract TestIdRegistry {
    uint256 public idCounter;
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;

    event Register(address indexed to, uint256 indexed id);
    event Transfer(address indexed from, address indexed to, uint256 indexed id);

    error HasId();
    error HasNoId();

    function register(address to) external returns (uint256 fid) {
        if (idOf[to] != 0) revert HasId();
        fid = ++idCounter;
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Register(to, fid);
    }

    function transfer(address to) external {
        uint256 fid = idOf[msg.sender];
        if (fid == 0) revert HasNoId();
        if (idOf[to] != 0) revert HasId();
        delete idOf[msg.sender];
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Transfer(msg.sender, to, fid);
    }
}
